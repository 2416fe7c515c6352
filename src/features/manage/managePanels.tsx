import type { ManageSection } from '../../ui/views/Manage/ManageLayout.tsx';
import AuditPanel from './panels/AuditPanel.tsx';
import ImportPanel from './panels/ImportPanel.tsx';
import ProductsPanel from './panels/ProductsPanel.tsx';
import RequestsPanel from './panels/RequestsPanel.tsx';

/** The sections other than the orders (./panels/: requests, products, the catalogue import, the audit log). */
export function ManagePanel({ section }: { section: Exclude<ManageSection, 'orders'> }) {
  switch (section) {
    case 'requests':
      return <RequestsPanel />;
    case 'products':
      return <ProductsPanel />;
    case 'import':
      return <ImportPanel />;
    case 'audit':
      return <AuditPanel />;
  }
}
