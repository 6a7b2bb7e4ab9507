// Bundles the server and the operator's CLI, with the workspace packages they import (which ship
// TypeScript sources), into dist/server.js and dist/cli.js. Registry dependencies stay external and load from node_modules at run time.
import { build } from 'esbuild';

const keepExternal = {
  name: 'external-registry-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@zappy/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'warning',
});
