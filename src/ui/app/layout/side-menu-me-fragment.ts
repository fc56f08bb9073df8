import { graphql } from '../../gql/index.js';

/** The roles the side menu shows entries for; the route guard reads the same, before the menu loads. */
export const SideMenu_MeFragment = graphql(`
  fragment SideMenu_MeFragment on Me {
    id
    idmRoles
    amRoles
    amAdmin
  }
`);
