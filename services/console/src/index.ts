export { startConsole, type ConsoleHandle } from './server.js';
export { loadConsoleConfig, consoleEnv, type ConsoleConfig } from './config.js';
