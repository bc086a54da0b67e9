import { useParams } from 'react-router-dom';
import { authorPageTitle } from '@apteka/contracts';
import { Loaded, PageFrame } from '../../common/page-frame';
import { RichText } from '../../common/rich-text';
import { ArticleGrid } from './article-card';
import { useGetAuthorQuery } from './articles-api';

/** /authors/{id}/: who the author is and what they wrote. */
export function AuthorPage() {
  const id = Number(useParams().id);
  const query = useGetAuthorQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  return (
    <Loaded query={query} loading="Загружаем автора…">
      {({ author, articles }) => (
        <PageFrame
          title={author.name}
          documentTitle={(storeName) => authorPageTitle(author.name, storeName)}
          crumbs={[
            { name: 'Статьи', href: '/articles' },
            { name: author.name, href: `/authors/${author.id}/` },
          ]}
        >
          <div css={{ display: 'flex', gap: 20, alignItems: 'flex-start', flexWrap: 'wrap', marginBottom: 24 }}>
            <img src={author.photo} alt="" width={160} height={160} css={{ borderRadius: '50%' }} />
            <div css={{ flex: '1 1 280px' }}>
              <p css={{ margin: '0 0 4px', fontWeight: 600 }}>{author.position}</p>
              <p css={{ margin: '0 0 12px' }}>{author.credentials}</p>
              <RichText html={author.bioHtml} />
            </div>
          </div>
          <h2 css={{ fontSize: 22 }}>Статьи автора</h2>
          {articles.length === 0 ? <p>Статей пока нет.</p> : <ArticleGrid articles={articles} headingLevel={3} />}
        </PageFrame>
      )}
    </Loaded>
  );
}
