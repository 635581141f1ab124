import { useEffect } from 'react';
import { isRecruiter, type User } from 'shared-kernel';
import { writeFrameHint } from './frame-hint';

/**
 * Keeps the signed-in frame's hint (frame-hint.ts) in step with the current user: written when
 * the user is known, removed when nobody is signed in; left alone while it is being asked.
 */
export function useFrameHint(user: User | null | undefined): void {
  useEffect(() => {
    if (user === undefined) return;
    writeFrameHint(
      user && {
        role: isRecruiter(user) ? 'recruiter' : 'candidate',
        firstName: user.firstName,
        firstVisit: user.firstVisit === true,
      },
    );
  }, [user]);
}
