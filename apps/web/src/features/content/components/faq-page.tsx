import { useParams } from 'react-router';
import { t } from '../../../shared/i18n/translate';
import { ArticleLayout } from './article-layout';

/** /faq and /faq/{id}: help topics and the chosen answer (the first topic when none is named). */
export default function FaqPage() {
  const { id } = useParams();
  return (
    <ArticleLayout kind="faq" title={t('faq.title')} menuTitle={t('faq.topics')} icon="question" selectedId={id} />
  );
}
