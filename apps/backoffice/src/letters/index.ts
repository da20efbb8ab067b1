// What the rest of the console uses from the letter campaigns: their screens.
export { LetterCampaignCreate } from './letter-campaign-create';
export { LetterCampaignList } from './letter-campaign-list';
export { LetterCampaignShow } from './letter-campaign-show';
