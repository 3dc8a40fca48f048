import { useTranslate } from 'react-admin';

import { TextButton } from './text-button.tsx';
import { useApiAction } from './use-api-action.ts';

/** One action of a record's page without a form (send again, mark answered): a POST, then its outcome shown. */
export function PostButton({ path, label, success }: { path: string; label: string; success: string }) {
  const translate = useTranslate();
  const act = useApiAction();
  return (
    <div>
      <TextButton
        variant="contained"
        label={translate(label)}
        onClick={() => act('POST', path, undefined, translate(success))}
      />
    </div>
  );
}
