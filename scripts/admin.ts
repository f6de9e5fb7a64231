/**
 * `npm run admin -- create --username U --password P --email E --name N` creates an administrator
 * or resets its password (and makes it active); `npm run admin -- disable --username U` disables
 * one. It works on the database the environment names (`DATABASE_URL`, else `DATA_DIR`), like
 * `npm start`.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { adminPasswordProblem } from '../server/src/features/admin/admin-password';
import { AdminService } from '../server/src/features/admin/service';

const usage =
  'usage: npm run admin -- create --username U --password P [--email E] [--name N]\n' +
  '       npm run admin -- disable --username U';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
  },
});
const [command] = positionals;
if ((command !== 'create' && command !== 'disable') || !values.username) {
  console.error(usage);
  process.exit(2);
}
const passwordProblem = command === 'create' ? adminPasswordProblem(values.password) : null;
if (passwordProblem) {
  console.error(`create --password refused: ${passwordProblem}\n${usage}`);
  process.exit(2);
}

const database = await openDatabase(loadConfig());
try {
  const service = new AdminService(database.db);
  if (command === 'create') {
    const admin = await service.upsert({
      username: values.username,
      password: values.password!,
      email: values.email,
      name: values.name,
    });
    console.log(`Administrator ${admin.username} (${admin.email}) is active.`);
  } else if (await service.disable(values.username)) {
    console.log(`Administrator ${values.username} is disabled.`);
  } else {
    console.error(`No administrator named ${values.username}.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
