import { useParams } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { ArticleLayout } from './article-layout';

/** /main/{id}: the site-information pages footer links point to (about, terms, privacy...). */
export default function MainPage() {
  const { id } = useParams();
  return <ArticleLayout kind="main" title={t('main.title')} menuTitle={t('main.menu')} icon="info" selectedId={id} />;
}
