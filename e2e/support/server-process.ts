// One implementation of "run the real server as a child process", shared with the API gates.
export { type ServerProcess, freePort, startServer } from '../../apps/server/test/helpers/server-process';
