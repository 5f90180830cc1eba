// Grants (or with --revoke, removes) site admin rights:  npm run admin -- <email or username> [--revoke]
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { usernameKey } from '../server/domain/validation/auth.ts';

const args = process.argv.slice(2);
const identifier = args.find((arg) => !arg.startsWith('--'));
const revoke = args.includes('--revoke');
if (!identifier) {
  console.error('Usage: npm run admin -- <email or username> [--revoke]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const where = identifier.includes('@') ? { email: identifier.toLowerCase() } : { usernameKey: usernameKey(identifier) };
  const user = await database.db.user.findUnique({ where });
  if (!user) {
    console.error(`No user with ${identifier.includes('@') ? 'email' : 'username'} "${identifier}".`);
    process.exitCode = 1;
  } else {
    await database.db.user.update({ where: { id: user.id }, data: { isAdmin: !revoke } });
    console.log(`${user.username} is ${revoke ? 'no longer' : 'now'} a site admin.`);
  }
} finally {
  await database.stop();
}
