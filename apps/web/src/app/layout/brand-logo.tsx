import { Zap } from 'lucide-react';

export function BrandLogo() {
  return (
    <span className="flex items-center gap-2">
      <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-purple-600 text-white shadow-md shadow-indigo-500/30">
        <Zap aria-hidden="true" className="size-5" fill="currentColor" />
      </span>
      <span className="text-xl font-extrabold tracking-tight text-slate-900">Zappy</span>
    </span>
  );
}
