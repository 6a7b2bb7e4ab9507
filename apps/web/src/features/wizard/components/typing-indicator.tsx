import { AiAvatar } from '../../../components/ai-avatar';

/** Zappy's "typing" bubble; announced once as a status, the dots are decoration. */
export function TypingIndicator({ label }: { label: string }) {
  return (
    <div className="flex gap-3">
      <AiAvatar />
      <div
        role="status"
        className="flex items-center gap-1.5 rounded-2xl rounded-tl-md bg-white px-4 py-3.5 shadow-sm ring-1 ring-slate-900/10"
      >
        <span className="sr-only">{label}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-indigo-500 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}
