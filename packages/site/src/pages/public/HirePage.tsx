import { client } from '../../client';
import { hire } from '../../content/hire';
import { usePageMeta } from '../../hooks/usePageMeta';
import { useSession } from '../../session';
import { NeedsJavaScript } from '../../shell/NeedsJavaScript';
import { ThreeColumns } from '../../shell/ThreeColumns';
import { HireForm } from './hire/HireForm';

/** /hire-developers: the hire request form (middle 60%); sending needs a signed-in user. */
export default function HirePage() {
  usePageMeta({ title: 'Hire Our Developers | CSI', description: hire.intro });
  const { loggedIn } = useSession();
  return (
    <ThreeColumns middle={60}>
      <h1>{hire.title}</h1>
      <p>{hire.intro}</p>
      <NeedsJavaScript what="a request" />
      <HireForm signedIn={loggedIn} content={hire} submit={(request) => client.hire.submit(request)} />
    </ThreeColumns>
  );
}
