/** The registration blacklist screen: English. */
export const enBlacklist = {
  app: {
    kind: { name: 'Real name', phone: 'Phone', email: 'E-mail' },
    help: {
      name: 'A real name members may not register with, in any upper or lower case (refused with code 214).',
      phone: 'A phone number, digits only: spaces, dashes and brackets are left out (refused with code 215).',
      email: 'An e-mail address, or @ and a domain (@example.com) for every address there (refused with code 216).',
    },
    invalid: {
      name: 'Enter a name of up to 50 characters.',
      phone: 'Enter 6 to 15 digits.',
      email: 'Enter an e-mail address, or @ and a domain such as @example.com.',
    },
    create_title: 'Add to the registration blacklist',
    duplicate: 'This site’s blacklist already has this value.',
    delete_title: 'Remove from the blacklist',
    delete_confirm: 'Remove “%{value}” from the registration blacklist? Members can register with it again.',
  },
  resources: {
    'register-blacklist': {
      name: 'Blacklist entry |||| Registration blacklist',
      fields: { id: 'ID', site_id: 'Site', kind: 'Kind', value: 'Value' },
      notifications: {
        created: 'Added to the registration blacklist',
        deleted: 'Removed from the registration blacklist',
      },
    },
  },
};
