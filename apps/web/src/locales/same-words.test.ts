import { describe, expect, it } from 'vitest';
import enCommon from './en/common.json';
import frCommon from './fr/common.json';
import enPricings from './en/pricings.json';
import frPricings from './fr/pricings.json';
import enShows from './en/shows.json';
import frShows from './fr/shows.json';
import enRooms from './en/rooms.json';
import frRooms from './fr/rooms.json';
import enOrders from './en/orders.json';
import frOrders from './fr/orders.json';
import enUsers from './en/users.json';
import frUsers from './fr/users.json';
import enCatalogue from './en/catalogue.json';
import frCatalogue from './fr/catalogue.json';
import enBoxOffice from './en/box-office.json';
import frBoxOffice from './fr/box-office.json';
import enCheckIn from './en/check-in.json';
import frCheckIn from './fr/check-in.json';
import enAccount from './en/account.json';
import frAccount from './fr/account.json';
import enAbout from './en/about.json';
import frAbout from './fr/about.json';

const languages = {
  en: {
    common: enCommon,
    pricings: enPricings,
    shows: enShows,
    rooms: enRooms,
    orders: enOrders,
    users: enUsers,
    catalogue: enCatalogue,
    boxOffice: enBoxOffice,
    checkIn: enCheckIn,
    account: enAccount,
    about: enAbout,
  },
  fr: {
    common: frCommon,
    pricings: frPricings,
    shows: frShows,
    rooms: frRooms,
    orders: frOrders,
    users: frUsers,
    catalogue: frCatalogue,
    boxOffice: frBoxOffice,
    checkIn: frCheckIn,
    account: frAccount,
    about: frAbout,
  },
};

/** One word per concept (issue 15, point 10): the sidebar, the page's heading and the window's title agree. */
describe.each(['en', 'fr'] as const)('the same words everywhere (%s)', (language) => {
  const l = languages[language];
  const { nav, pageTitle } = l.common;
  const concepts: [string, string, string][] = [
    [nav.pricings, l.pricings.title, pageTitle['pricing-list']],
    [nav.shows, l.shows.plural, pageTitle['show-list']],
    [nav.rooms, l.rooms.plural, pageTitle['room-list']],
    [nav.orders, l.orders.plural, pageTitle['order-list']],
    [nav.users, l.users.plural, pageTitle['user-list']],
    [nav.artists, l.catalogue.artist.plural, pageTitle['artist-list']],
    [nav.producers, l.catalogue.producer.plural, pageTitle['producer-list']],
    [nav.showCategories, l.catalogue.showCategory.plural, pageTitle['show-category-list']],
    [nav.salesChannels, l.catalogue.salesChannel.plural, pageTitle['sales-channel-list']],
    [nav.taxClasses, l.catalogue.taxClass.plural, pageTitle['tax-class-list']],
    [nav.boxOffice, l.boxOffice.title, pageTitle['box-office']],
    [nav.checkIn, l.checkIn.title, pageTitle['check-in']],
    [nav.status, l.about.status.title, pageTitle.status],
    [nav.dashboard, l.common.dashboard.title, pageTitle.dashboard],
    [nav.inbox, l.common.inbox.title, pageTitle.inbox],
    [nav.myAccount, l.account.title, pageTitle['my-account']],
  ];

  it.each(concepts)('%s', (sidebar, heading, title) => {
    expect(heading).toBe(sidebar);
    expect(title).toBe(sidebar);
  });

  it("names a pricing one way only, and keeps the account's settings apart from the sidebar's", () => {
    const texts = JSON.stringify(Object.values(l));
    if (language === 'fr') expect(texts).not.toMatch(/tarification/i);
    expect(l.account.settingsTitle).not.toBe(nav.settings);
  });

  it("says the spec's load failures in the same words in the box office and the forms", () => {
    expect(l.shows.failures.loadSalesChannels).toBe(l.boxOffice.errors.load.channels);
    expect(l.pricings.failures.loadPricing).toBe(l.boxOffice.errors.load.pricing);
    expect(l.pricings.failures.loadCategories).toBe(l.boxOffice.errors.load.categories);
  });
});
