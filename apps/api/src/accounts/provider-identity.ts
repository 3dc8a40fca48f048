/**
 * Who Google or Facebook says signed in: the provider's stable id for the
 * person, and the e-mail the provider has confirmed (null if it shares none).
 */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
}
