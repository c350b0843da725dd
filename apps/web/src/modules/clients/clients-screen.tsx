import { ClientList } from './client-list';

/** /clients: All Clients (001 §2.2). */
export default function ClientsScreen() {
  return <ClientList title="All Clients" />;
}
