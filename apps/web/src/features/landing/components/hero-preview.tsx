import { Sparkles } from 'lucide-react';

/** A drawn preview of a generated site with the wizard chat beside it; decoration only. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div className="rounded-3xl border border-slate-200 bg-white shadow-2xl shadow-indigo-900/10">
        <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
          <span className="ml-3 h-6 flex-1 rounded-lg bg-slate-100 px-3 text-xs leading-6 text-slate-600">
            bloom-bakery.example
          </span>
        </div>
        <div className="p-5">
          <div className="rounded-2xl bg-gradient-to-br from-amber-100 via-rose-100 to-orange-100 p-6">
            <div className="h-3 w-24 rounded-full bg-rose-400/70" />
            <div className="mt-4 h-6 w-3/4 rounded-lg bg-slate-800/80" />
            <div className="mt-2 h-6 w-1/2 rounded-lg bg-slate-800/80" />
            <div className="mt-4 h-3 w-5/6 rounded-full bg-slate-500/40" />
            <div className="mt-2 h-3 w-2/3 rounded-full bg-slate-500/40" />
            <div className="mt-5 flex gap-2">
              <div className="h-9 w-28 rounded-xl bg-rose-500" />
              <div className="h-9 w-24 rounded-xl border-2 border-rose-400 bg-white/60" />
            </div>
          </div>
          <div className="mt-4 grid grid-cols-3 gap-3">
            {[
              'from-sky-100 to-indigo-100',
              'from-emerald-100 to-teal-100',
              'from-purple-100 to-fuchsia-100',
            ].map((gradient) => (
              <div key={gradient} className={`rounded-xl bg-gradient-to-br ${gradient} p-3`}>
                <div className="size-6 rounded-lg bg-white/80" />
                <div className="mt-3 h-2 w-3/4 rounded-full bg-slate-500/40" />
                <div className="mt-1.5 h-2 w-1/2 rounded-full bg-slate-500/30" />
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="absolute -bottom-8 -left-4 w-64 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:-left-10">
        <div className="flex items-center gap-2 text-xs font-semibold text-indigo-700">
          <Sparkles className="size-4" />
          Zappy wizard
        </div>
        <p className="mt-2 rounded-xl rounded-tl-sm bg-slate-100 px-3 py-2 text-xs leading-5 text-slate-800">
          Lovely! Which style fits your bakery best?
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {['Warm', 'Elegant', 'Playful'].map((style, index) => (
            <span
              key={style}
              className={
                index === 0
                  ? 'rounded-full bg-indigo-600 px-2.5 py-1 text-xs font-medium text-white'
                  : 'rounded-full border border-slate-200 px-2.5 py-1 text-xs font-medium text-slate-700'
              }
            >
              {style}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
