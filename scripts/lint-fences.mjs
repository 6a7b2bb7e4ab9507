// @ts-check
// The import fences eslint.config.js puts around server modules and web features, built from the
// folders that exist when the config loads: a module or feature added later is fenced at once.
import { readdirSync } from 'node:fs';

/**
 * The folders directly inside `dir`, sorted.
 *
 * @param {URL | string} dir
 * @returns {string[]}
 * @example foldersIn(new URL('./apps/web/src/features', import.meta.url)) // ['auth', 'customization', …]
 */
export function foldersIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * @typedef {{ target: string, from: string, except: string[], message: string }} Zone
 *   A zone of `import/no-restricted-paths`: files in `target` import nothing in `from` but
 *   `except` (paths relative to `from`).
 */

/**
 * One zone per server module, denying by default: a module imports itself and the modules
 * `allowed` names for it, and no other; a module `allowed` leaves out imports no other module.
 * Throws when `allowed` names a module that has no folder, so a rename cannot leave a stale rule.
 *
 * @param {string} modulesDir the modules' folder as the zones name it ('./apps/server/src/modules')
 * @param {readonly string[]} modules the module folders in it
 * @param {Readonly<Record<string, readonly string[]>>} allowed what each module may import
 * @returns {Zone[]}
 * @example serverModuleZones('./m', ['a', 'b'], { b: ['a'] })[1].except // ['./b', './a']
 */
export function serverModuleZones(modulesDir, modules, allowed) {
  const known = new Set(modules);
  const unknown = Object.entries(allowed)
    .flatMap(([module, imports]) => [module, ...imports])
    .filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`The server import map names modules with no folder: ${unknown.join(', ')}`);
  }
  return modules.map((module) => {
    const imports = allowed[module] ?? [];
    return {
      target: `${modulesDir}/${module}`,
      from: modulesDir,
      except: [`./${module}`, ...imports.map((name) => `./${name}`)],
      message: imports.length
        ? `The ${module} module may import only ${imports.join(', ')}.`
        : `The ${module} module imports no other module.`,
    };
  });
}

/**
 * One zone per web feature: a feature imports no other feature (app/ composes them).
 *
 * @param {string} featuresDir the features' folder as the zones name it ('./apps/web/src/features')
 * @param {readonly string[]} features the feature folders in it
 * @returns {Zone[]}
 */
export function featureZones(featuresDir, features) {
  return features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in app/.',
  }));
}
