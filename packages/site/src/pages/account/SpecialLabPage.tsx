import { useParams } from 'react-router-dom';
import { LabPage } from './lab/LabPage';

/** `/ac/apis/s/api-lab/:specialPlayground`: a special lab, loaded by name. */
export default function SpecialLabPage() {
  const { specialPlayground = '' } = useParams();
  return <LabPage idOrName={specialPlayground} />;
}
