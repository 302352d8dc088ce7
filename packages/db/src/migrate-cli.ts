import { commonEnv, loadEnv, type CommonConfig } from '@throwbox/config';
import { ensureDatabaseAndMigrate } from './migrate.js';

const { DATABASE_URL } = loadEnv<CommonConfig>(commonEnv);
const applied = await ensureDatabaseAndMigrate(DATABASE_URL);
console.log(JSON.stringify({ msg: 'migrations applied', applied }));
