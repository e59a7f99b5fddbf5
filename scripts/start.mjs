// `npm start`: build what is missing, then serve (the server migrates and seeds on start).
import { buildMissing } from './build-missing.mjs';

buildMissing();
await import('../api/dist/main.js');
