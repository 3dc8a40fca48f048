import type { FieldError } from '@manufaktura/core';
import type { Ref } from 'react';

import { checkoutText } from '../../messages/cart.ts';
import styles from './checkout.module.css';
import { FORM_NAMES } from './checkout-rules.ts';
import { fieldId } from './field.tsx';
import { fieldLabel } from './field-labels.ts';

interface ErrorSummaryProps {
  errors: FieldError[];
  /** A refusal of the whole form (a changed cart, an unreachable shop), shown above the field errors. */
  message: string | null;
  /** Focused when errors show, so a screen reader reads them. */
  ref: Ref<HTMLDivElement>;
}

/** The form's errors above it, each a link to its field. */
export function ErrorSummary({ errors, message, ref }: ErrorSummaryProps) {
  const hasErrors = errors.length > 0 || message !== null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.errorSummary} role="alert" hidden={!hasErrors}>
      {message && <p>{message}</p>}
      {errors.length > 0 && (
        <>
          <p>{checkoutText.errorsTitle}</p>
          <ul>
            {errors.map((error) => (
              <li key={`${error.field}:${error.message}`}>
                <a href={`#${error.field === FORM_NAMES.methodId ? 'dostawa' : fieldId(error.field)}`}>
                  {fieldLabel(error.field) ? `${fieldLabel(error.field)}: ${error.message}` : error.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
