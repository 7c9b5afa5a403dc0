import { findRoute, RESOURCES } from '@limo/domain';
import { useLocation } from 'react-router';
import ResourceScreen from '../../resources/ResourceScreen';

/** The types alone: their other-charge terms are kept on the Contract Terms screen (another right). */
const types = { ...RESOURCES.contractTermTypes, children: [] };

/** /operation/files/contractTermType: the generic master file of the contract term types. */
export function ContractTermTypeScreen() {
  const { pathname } = useLocation();
  return <ResourceScreen def={types} title={findRoute(pathname)?.title ?? types.label.en} />;
}
