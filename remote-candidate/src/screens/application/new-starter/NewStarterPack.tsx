import { lazy, Suspense, useEffect } from 'react';
import { LoadingState } from 'shared-kernel';
import { QueryView, Section } from 'shared-kernel/ui';
import { useNewStarter } from '../../../api/new-starter';
import { NEW_STARTER } from '../../../texts';

// The checklist and its forms (react-hook-form, the contract's schemas) load only for an
// application that has a pack: most application pages never need them.
const loadChecklist = () => import('./NewStarterChecklist');
const NewStarterChecklist = lazy(loadChecklist);

/**
 * "Your new-starter pack" on the application page, once an offer is accepted (issue 43 item 4).
 * Read when the application says it has one (or was accepted); a 404 means none: nothing shows.
 */
export function NewStarterPack({ id, enabled }: { id: string; enabled: boolean }) {
  const pack = useNewStarter(id, { enabled });
  // The checklist's code comes while the pack is read, not after.
  useEffect(() => {
    if (enabled) void loadChecklist();
  }, [enabled]);
  if (!enabled || pack.data === null) return null;
  return (
    <Section gutterBottom={false} title={NEW_STARTER.title} id="new-starter">
      <QueryView query={pack} errorTitle={NEW_STARTER.loadFailed} allowNull>
        {(record) =>
          record ? (
            <Suspense fallback={<LoadingState label={NEW_STARTER.title} />}>
              <NewStarterChecklist id={id} record={record} />
            </Suspense>
          ) : null
        }
      </QueryView>
    </Section>
  );
}
