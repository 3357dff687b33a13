import { mailboxOf } from '..';

it('folds the ways one mailbox is written: sub-address, domain’s forms, Gmail’s dots', () => {
  expect(mailboxOf(' Ann+Test@Exemple.FR ')).toBe('ann@exemple.fr');
  expect(mailboxOf('ann@exemple.fr.')).toBe('ann@exemple.fr');
  expect(mailboxOf('ann@ｅxemple.fr')).toBe('ann@exemple.fr');
  expect(mailboxOf('zoé@exämple.fr')).toBe('zoé@xn--exmple-cua.fr');
  expect(mailboxOf('zoé@xn--exmple-cua.fr')).toBe('zoé@xn--exmple-cua.fr');
  expect(mailboxOf('a.b+c@googlemail.com.')).toBe('ab@gmail.com');
});

it('keeps apart what may be another person’s mailbox', () => {
  // Outside Gmail a dot is part of the name; an address made of a sub-address alone stays whole.
  expect(mailboxOf('a.nn@exemple.fr')).toBe('a.nn@exemple.fr');
  expect(mailboxOf('+only@exemple.fr')).toBe('+only@exemple.fr');
  expect(mailboxOf('ann@exemple.fr.au')).toBe('ann@exemple.fr.au');
  // What is no address is its own: nothing is cut from it.
  expect(mailboxOf('Pas une adresse')).toBe('pas une adresse');
  expect(mailboxOf('@exemple.fr')).toBe('@exemple.fr');
});
