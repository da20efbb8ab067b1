import { HIDEABLE_MEMBER_LINKS } from '@playdeck/contract';
import { BooleanInput, CheckboxGroupInput } from 'react-admin';
import { LinesInput } from './lines-input';
import { SectionForm } from './section-form';

const linkChoices = HIDEABLE_MEMBER_LINKS.map((id) => ({ id, name: `app.sites.member_link.${id}` }));

/** What the member centre offers on this site: hidden links and the agent-level names and applications. */
export function MembersTab() {
  return (
    <SectionForm section="members">
      <CheckboxGroupInput
        source="hidden_member_links"
        choices={linkChoices}
        helperText="app.sites.help.hidden_member_links"
      />
      <LinesInput source="agent_level_names" rows={4} helperText="app.sites.help.agent_level_names" />
      <BooleanInput source="agent_applications_open" helperText="app.sites.help.agent_applications_open" />
    </SectionForm>
  );
}
