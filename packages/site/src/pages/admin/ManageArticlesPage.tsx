import { client } from '../../client';
import { AsyncView } from '../account/shared/AsyncView';
import { PageHeader } from '../account/shared/PageHeader';
import { useReloadable } from '../account/shared/useReloadable';
import { ArticlesView } from './articles/ArticlesView';

/** `/ad/manage/article`: every article, created, updated and deleted with the server's messages. */
export default function ManageArticlesPage() {
  const [articles, reload] = useReloadable(() => client.articles.listAdmin().then((reply) => reply.data), []);
  return (
    <>
      <PageHeader title="Articles" description="Write, update, publish and delete the articles of the site." />
      <AsyncView state={articles} what="the articles" onRetry={reload}>
        {(list) => (
          <ArticlesView
            articles={list}
            onRefresh={reload}
            onSave={(article, articleId) =>
              articleId === undefined ? client.articles.add(article) : client.articles.update(articleId, article)
            }
            onDelete={(article) => client.articles.remove(article.title)}
          />
        )}
      </AsyncView>
    </>
  );
}
