import { useSignedInSession } from '../../../lib/session/session-provider';
import { CompanyMessages } from './company-messages';
import { OperatorMessages } from './operator-messages';

/** /messages: a company's conversation with the operator, or, for the operator, all of them. */
export function MessagesPage() {
  const { user } = useSignedInSession();
  return user.isSuperAdmin && !user.companyId ? <OperatorMessages /> : <CompanyMessages />;
}
