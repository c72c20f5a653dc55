import { writeDependencyStamp } from './lib.mjs';

// Root postinstall: lets `npm start` and `npm test` skip reinstalling when nothing changed.
writeDependencyStamp();
