// What must never appear in rendered comment HTML: script/style/iframe/object/embed/img elements, event-handler
// attributes, and link or source attributes that are not http(s)/mailto. The renderer's output is well-formed HTML
// whose text has every '<' escaped, so each '<…>' in it is a tag and can be checked on its own.
const FORBIDDEN_TAG = /^<\/?\s*(script|style|iframe|object|embed|img|svg|math|link|meta|base|form|input|frame)\b/i;
const EVENT_HANDLER = /\son[a-z]+\s*=/i;
const URL_ATTRIBUTE = /\s(href|src|action|formaction|xlink:href)\s*=\s*"([^"]*)"/gi;

export function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(html)) problems.push('<script');
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    if (FORBIDDEN_TAG.test(tag)) problems.push(`forbidden element: ${tag}`);
    if (EVENT_HANDLER.test(tag.replace(/"[^"]*"/g, '""'))) problems.push(`event handler: ${tag}`);
    for (const [, name, value] of tag.matchAll(URL_ATTRIBUTE)) {
      if (name.toLowerCase() !== 'href' || !/^(https?:|mailto:)/i.test(value)) problems.push(`unsafe ${name}: ${value}`);
    }
  }
  return problems;
}
