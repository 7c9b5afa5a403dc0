import { RESOURCES } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../app/routeTitle';
import { labelText } from '../../resources/labels';
import ResourceScreen from '../../resources/ResourceScreen';

/** The types alone: their other-charge terms are kept on the Contract Terms screen (another right). */
const types = { ...RESOURCES.contractTermTypes, children: [] };

/** /operation/files/contractTermType: the generic master file of the contract term types. */
export function ContractTermTypeScreen() {
  const { i18n } = useTranslation();
  const title = useRouteTitle() || labelText(types.label, i18n.language);
  return <ResourceScreen def={types} title={title} />;
}
