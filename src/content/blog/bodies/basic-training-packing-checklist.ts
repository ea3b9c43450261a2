/** The article's text (Markdown subset of study materials); its metadata is in ../basic-training-packing-checklist.ts. */
export const body = `The best basic training bag is a small one. Nearly everything you'll use at basic is issued to you or bought there in the first few days, and anything extra is one more thing to carry, inventory, declare and store. The recruits who pack light move faster on arrival night and have less to worry about.

This checklist covers what to bring, what to leave at home, and what to sort out before ship day. One rule overrides everything below, so it comes first.

## Your branch's official list wins

Every branch gives recruits its own official packing list, usually through your recruiter or in your ship paperwork, and those lists get updated. If your official list says something different from this article, or from any website, video or friend who went through basic a few years ago, follow the official list. Use this guide to understand why items are on the list, to prepare the things lists often take for granted, and to avoid common mistakes. When in doubt, ask your recruiter before you pack, not after you arrive.

## How much to bring

- One small bag or backpack, light enough to carry while moving quickly.
- Enough for the trip and the first day or two, nothing more.
- Nothing valuable, sentimental or irreplaceable. Your civilian items will likely be stored for weeks.
- Everything labeled with your name if your list asks you to.

## Documents checklist

Documents are the part of packing that really matters. A missing document can mean delays in processing or pay, or more paperwork later. Keep them together in a folder or large envelope, and keep that folder in the same place in your bag the whole time.

- **Government-issued photo ID,** such as a driver's license or state ID card.
- **Social Security card,** and your Social Security number memorized.
- **All paperwork from your recruiter and MEPS.** If you're told to keep an envelope sealed, keep it sealed.
- **Bank details for direct deposit:** your bank's routing number and your account number, plus whatever proof your list asks for, such as a voided check or a letter from your bank.
- **Birth certificate or passport,** if your list asks for them.
- **Marriage certificate, and birth certificates for any children,** if you have dependents. These affect your pay and benefits, so don't leave them out if they apply to you.
- **Custody or support documents,** if they apply to you.
- **High school diploma, college transcripts or certifications,** if your recruiter says they may count toward your rank or placement.
- **Prescription information,** including the name of each medication, the dose and your prescriber's contact details.
- **Copies of any medical waivers or records** your recruiter told you to bring.
- **A paper list of addresses and phone numbers** for family, friends and anyone you'll want to write to.
- **Your recruiter's contact information,** in case of travel problems.

Make photocopies or photos of your important documents and leave them with someone you trust at home.

## Money

You'll need very little money at basic, and carrying a lot of it is a risk.

- **A debit card** linked to the account you're using for direct deposit.
- **A small amount of cash,** only if your list calls for it and only up to the amount it gives.
- **Know how early purchases work.** Recruits typically need to buy some necessities in the first days, and many branches handle this through a system tied to your pay. Ask your recruiter how it works for your branch.
- **Tell your bank** you'll be away and hard to reach, so unusual transactions or a long silence don't trigger a freeze on your account.

## Clothing

You'll be in uniform almost immediately, so civilian clothing needs are tiny.

- **Wear one conservative, comfortable outfit:** plain shirt, comfortable pants and weather-appropriate layers. No offensive words or images, and nothing you'd mind losing track of for a while.
- **Comfortable shoes you can move quickly in.** Athletic shoes are a safe choice unless your list says otherwise.
- **Underwear and socks for a few days,** if your list includes them.
- **Sports bras or other undergarments** your list specifies. Some lists give colors or styles; follow them.
- **A light jacket** if you're traveling in cold weather.

Leave behind: extra outfits, expensive or designer clothing, hats and accessories, and anything you'll be tempted to wear at basic. You won't be.

## Toiletries and personal care

Many toiletries are issued or bought at basic so that everyone has the same approved items. Bring only what your list says, in small sizes.

- **Toothbrush and toothpaste,** if listed.
- **Deodorant,** in the form your list specifies.
- **Shaving supplies,** if listed; some branches want a specific type of razor.
- **Hair ties, bobby pins or hair nets** in a color close to your hair, if your hair is long enough to need them and your list includes them.
- **Feminine hygiene products** to get you through the first few days.
- **Eyeglasses with your current prescription.** Contact lenses generally aren't allowed at basic, so bring glasses, and consider a spare pair if your list permits.
- **Any approved medical devices** you rely on, after discussing them with your recruiter.

Leave behind: makeup, perfume, cologne, large bottles, aerosols unless your list allows them, and any product with a strong scent.

## Prescriptions and medical items

Medications need extra care. Talk to your recruiter well before ship day about anything you take.

- **Bring prescriptions in their original, labeled containers,** with enough for the first few days unless your list says otherwise.
- **Declare every medication.** Medical staff will review what you bring, and may replace it, change it or hold it.
- **Don't bring supplements,** such as pre-workout, fat burners, protein powder or vitamins, unless your list specifically allows them.
- **Disclose conditions honestly.** If something new happens between MEPS and ship day, such as an injury, surgery or new prescription, tell your recruiter right away.

## Helpful extras, if your list allows them

These small items are commonly permitted and genuinely useful, but check your list before packing any of them.

- **Stamps and envelopes.** Letters are your main link home, especially early on.
- **A pen and a small notebook** with addresses already written in.
- **A simple, inexpensive watch,** if allowed.
- **A small religious text,** which is often permitted; ask first.
- **A phone charger,** if your branch allows recruits limited phone use later in training.

## What not to bring

Bringing prohibited items creates extra attention you don't want in your first hours. If you're not sure whether something is allowed, leave it at home. If you arrive with something that isn't allowed, declare it honestly when asked.

- **Weapons of any kind,** including pocket knives, multitools and anything that could be seen as a weapon.
- **Alcohol, illegal drugs, or anyone else's prescription medication.**
- **Tobacco, vapes and nicotine products.** Tobacco use isn't allowed during basic training.
- **Food, candy, gum and energy drinks.**
- **Supplements** not specifically allowed on your list.
- **Expensive jewelry and watches.** A plain wedding band is often permitted; check your list.
- **Expensive electronics,** such as tablets, laptops, gaming devices and headphones.
- **Large amounts of cash.**
- **Books, magazines and games,** other than anything your list specifically allows.
- **Makeup, fragrances and nail polish.**
- **Obscene, offensive or extremist material of any kind.**
- **Anything you can't stand to lose.**

## What happens to your phone

Phone policies vary a lot by branch and have changed over the years, so ask your recruiter exactly what to expect. In general, plan on your phone being collected, switched off or stored for much of basic, with limited use as a privilege later in training, if at all.

- Charge it fully before you leave.
- Write important numbers on paper so you don't depend on the phone.
- Set a voicemail greeting that tells callers you're at basic training and will reply when you can.
- Tell close friends and family not to worry if they can't reach you.
- Consider pausing or reducing your phone plan if you won't be using it; check with your carrier before you change anything.

## Take care of home before you go

Packing isn't just what goes in the bag. Sorting out your life at home before ship day removes a lot of stress you'd otherwise carry into basic.

- **Set up automatic payments** for bills, car payments, student loans and phone plans, and make sure there's enough money in the account to cover them.
- **Cancel or pause subscriptions** you won't use, such as streaming services and gym memberships.
- **Deal with your car.** Decide who will look after it, and ask your insurance company whether you can reduce coverage while it's parked.
- **Handle leases and housing.** Talk to your landlord; special rules may let service members end certain leases, so ask your recruiter or a legal assistance office how they apply to you.
- **Consider a power of attorney** so someone you trust can handle paperwork while you're away. Ask your recruiter or a legal professional which kind suits your situation.
- **Tell your school or employer** your ship date in writing.
- **Give your family your recruiter's contact information** and ask how they can reach you in a genuine emergency. The American Red Cross can relay emergency messages to service members; your recruiter can explain how.
- **Start mail forwarding or ask someone to check your mail.**

## The night-before checklist

Lay everything out the night before you ship and check it against this list and your branch's official list.

- Photo ID and Social Security card are in my document folder.
- All recruiter and MEPS paperwork is in the folder.
- Bank routing and account numbers are written down, with any proof my list requires.
- Dependent documents are packed, if they apply to me.
- Prescriptions are in original containers, with written details.
- Eyeglasses are packed or I'm wearing them.
- Addresses and phone numbers are on paper.
- I'm wearing a plain, comfortable outfit and shoes I can move in.
- Toiletries are limited to what my list allows.
- Nothing prohibited is in my bag: no weapons, tobacco, food, supplements or valuables.
- My phone is charged and my family knows I'll be hard to reach.
- My bills are on autopay, and home is taken care of.
- I know my Social Security number by heart.

## The bottom line

Packing for basic training is mostly about restraint. Bring the documents that get you processed and paid, the few personal items your branch allows, and nothing that will get you unwanted attention on arrival night. Follow your branch's official list over any article, including this one, and ask your recruiter about anything you're unsure of. Then zip the bag, get some sleep, and get ready for the start of something new.`;
