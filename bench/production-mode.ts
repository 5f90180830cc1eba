// Imported first by a benchmark that runs the app in its own process, before anything loads graphql: the app as
// deployed runs with NODE_ENV=production (README), which libraries read as they load. graphql-js then leaves out its
// development checks (a realm check on every failed type test, about 30 % of a kept matrix request). The servers the
// other benchmarks start get the same in their environment (support.ts), and the anchors run in the same mode.
process.env.NODE_ENV = 'production';
