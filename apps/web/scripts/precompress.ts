// The last build step: a Brotli and a gzip copy beside every text file of dist/, which the server
// sends to browsers that accept them (@fastify/static's preCompressed). Compressing once here
// lets the server use the strongest levels without spending CPU on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT_FILES = /\.(?:html|js|css|svg|json|txt)$/;

const entries = await readdir(dist, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && TEXT_FILES.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
for (const file of files) {
  const content = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
}
console.log(`precompressed ${files.length} files (br, gz)`);
