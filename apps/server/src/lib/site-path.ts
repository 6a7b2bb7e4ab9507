/** A site path (`/`, `/about/`, `/images/hero.svg`) as the file name it is stored under. */
export function filePathFor(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const path = decoded.replace(/^\/+/, '');
  if (path.split('/').some((part) => part === '..' || part === '.')) return undefined;
  if (path === '' || path.endsWith('/')) return `${path}index.html`;
  return path;
}
