import { runPathsCli } from './paths/run-paths-cli.js';

process.exitCode = runPathsCli(process.argv.slice(2), process);
