/**
 * `pnpm brand:new <code> --accent "#ff5a00" --name "Acme Bet"`: writes packages/theme/src/brands/
 * <code>.json (checked first: schema, hosts, contrast in both modes), then draws its icons for the
 * site (`pnpm brand:icons <code>`, which needs the machine's Chromium; `--no-icons` skips it). The
 * site (by host name), Storybook's brand toolbar and the theme tests find the file by themselves.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parseNewBrandArgs, writeNewBrand } from './newBrand';

const BRANDS_DIR = fileURLToPath(new URL('../src/brands/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

try {
  const { icons, ...options } = parseNewBrandArgs(process.argv.slice(2));
  const { brand, path } = await writeNewBrand(options, BRANDS_DIR, async (json, file) =>
    format(json, { ...(await resolveConfig(file)), filepath: file }),
  );
  console.log(`brand:new wrote ${path}`);
  if (icons) {
    const drawn = spawnSync('pnpm', ['brand:icons', brand.code], { cwd: ROOT, stdio: 'inherit' });
    if (drawn.status !== 0) {
      console.error(`brand:new: drawing the icons failed; run \`pnpm brand:icons ${brand.code}\``);
      process.exitCode = 1;
    }
  }
  console.log(
    [
      '',
      `Next: edit ${path} (licences, fonts, radius, logo), then`,
      `  pnpm --filter @lobby/theme test          the contrast walk, with ${brand.code} in it`,
      `  pnpm storybook                           pick "${brand.name}" in the Brand toolbar`,
      `  pnpm dev, then http://${brand.hosts[0]}:5173/   the site on the brand's host name`,
      `Commit the brand file and apps/site/brand-icons/${brand.code}/ with drawn-from.json.`,
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
