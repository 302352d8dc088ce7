export { runCommand, UsageError, USAGE } from './commands.js';
