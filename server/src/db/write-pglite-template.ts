// Run by the build (build.mjs) once the bundle and its migrations are in dist/.
import { PGLITE_TEMPLATE_FILE, writePgliteTemplate } from './pglite-template';

await writePgliteTemplate();
console.log(`embedded database template: ${PGLITE_TEMPLATE_FILE}`);
