export { CommandError, runCommand, since, UsageError, USAGE } from './commands.js';
