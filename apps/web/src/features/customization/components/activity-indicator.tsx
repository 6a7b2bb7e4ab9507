import { AiAvatar } from '../../../components/ai-avatar';

/** 'AI is thinking...' or 'Applying customizations...': announced once, the dots decorate. */
export function ActivityIndicator({ label }: { label: string }) {
  return (
    <div className="flex gap-2.5">
      <AiAvatar />
      <div
        role="status"
        className="flex items-center gap-2 rounded-2xl rounded-tl-md bg-white px-3.5 py-2.5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-900/10"
      >
        <span className="flex gap-1" aria-hidden="true">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 animate-bounce rounded-full bg-indigo-500 motion-reduce:animate-none"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        {label}
      </div>
    </div>
  );
}
