import type { ButtonProps } from '@mui/material';
import { Button } from '@mui/material';

/**
 * A button that always shows its words. react-admin's own Button shows only its
 * icon on a phone, and these actions (pack, ship, print, refund) have none.
 */
export function TextButton({ label, ...props }: Omit<ButtonProps, 'children'> & { label: string }) {
  return (
    <Button size="small" {...props}>
      {label}
    </Button>
  );
}
