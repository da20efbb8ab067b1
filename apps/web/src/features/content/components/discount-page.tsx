import { useParams } from 'react-router';
import { parseContentId } from '../lib/promotions';
import { PromotionDetail } from './promotion-detail';
import { PromotionList } from './promotion-list';
import './content.css';

/** /discount (promotions by category) and /discount/{id} (one promotion). */
export default function DiscountPage() {
  const { id } = useParams();
  return id ? <PromotionDetail id={parseContentId(id)} /> : <PromotionList />;
}
