import { useState } from 'react';
import type { User } from '@zappy/contract/auth';
import { getFirstName } from '../auth-store';

/** The Google picture when there is one (and it loads), otherwise the initial. */
export function UserAvatar({ user }: { user: User }) {
  const [hasImageFailed, setHasImageFailed] = useState(false);
  if (user.picture_url && !hasImageFailed) {
    return (
      <img
        src={user.picture_url}
        alt=""
        width={32}
        height={32}
        // Google's avatar host refuses requests that carry a referrer.
        referrerPolicy="no-referrer"
        onError={() => {
          setHasImageFailed(true);
        }}
        className="size-8 rounded-full object-cover ring-2 ring-white"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-purple-600 text-sm font-bold text-white"
    >
      {getFirstName(user).charAt(0).toUpperCase()}
    </span>
  );
}
