import { useParams } from 'react-router-dom';
import { LabPage } from './lab/LabPage';

/** `/ac/apis/api-lab/:api_id`: the playground of one API. */
export default function ApiLabPage() {
  const { api_id: apiId = '' } = useParams();
  return <LabPage idOrName={apiId} />;
}
