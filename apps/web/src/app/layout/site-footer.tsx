import { Link } from 'react-router';
import { COPYRIGHT_YEAR } from '@zappy/contract/constants';
import { BrandLogo } from './brand-logo';

const footerLinks = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/accessibility', label: 'Accessibility' },
  { to: '/documentation', label: 'Documentation' },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-sm">
          <BrandLogo />
          <p className="mt-3 text-sm leading-6 text-slate-700">
            Open-source, self-hostable AI marketing websites. Describe your business, get a fast,
            accessible site.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-3 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="font-medium text-slate-700 underline-offset-4 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          © {COPYRIGHT_YEAR} Zappy. Open source under the MIT License.
        </p>
      </div>
    </footer>
  );
}
