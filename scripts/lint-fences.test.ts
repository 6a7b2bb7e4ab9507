import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { featureZones, foldersIn, serverModuleZones } from './lint-fences.mjs';

describe('lint fences from folders', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the folders a listing has, not its files', () => {
    dir = mkdtempSync(join(tmpdir(), 'fences-'));
    for (const name of ['websites', 'auth', 'brand-new']) mkdirSync(join(dir, name));
    writeFileSync(join(dir, 'README.md'), '');
    expect(foldersIn(dir)).toEqual(['auth', 'brand-new', 'websites']);
  });

  it('fences every server module, and one the map leaves out imports no other module', () => {
    const zones = serverModuleZones('./m', ['brand-new', 'versions', 'websites'], {
      websites: ['versions'],
    });
    expect(zones).toEqual([
      {
        target: './m/brand-new',
        from: './m',
        except: ['./brand-new'],
        message: 'The brand-new module imports no other module.',
      },
      {
        target: './m/versions',
        from: './m',
        except: ['./versions'],
        message: 'The versions module imports no other module.',
      },
      {
        target: './m/websites',
        from: './m',
        except: ['./websites', './versions'],
        message: 'The websites module may import only versions.',
      },
    ]);
  });

  it('refuses a map that names a module with no folder', () => {
    expect(() => serverModuleZones('./m', ['websites'], { websites: ['version'] })).toThrow(
      'The server import map names modules with no folder: version',
    );
  });

  it('fences every web feature from every other', () => {
    expect(featureZones('./f', ['auth', 'wizard'])).toEqual([
      expect.objectContaining({ target: './f/auth', from: './f', except: ['./auth'] }),
      expect.objectContaining({ target: './f/wizard', from: './f', except: ['./wizard'] }),
    ]);
  });
});
