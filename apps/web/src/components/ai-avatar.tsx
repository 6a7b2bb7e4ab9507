import { Sparkles } from 'lucide-react';

/** Zappy's face in a chat: the assistant's messages and its typing indicators. */
export function AiAvatar() {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-purple-600 text-white shadow-sm"
    >
      <Sparkles className="size-4" />
    </span>
  );
}
