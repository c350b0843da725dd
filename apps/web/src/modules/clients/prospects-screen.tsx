import { ClientList } from './client-list';
import { PROSPECT_STATUS } from './client-list-model';

/** /prospects: the clients whose status is the prospect status (001 §2.2). */
export default function ProspectsScreen() {
  return <ClientList title="Prospects" fixedStatus={PROSPECT_STATUS} />;
}
