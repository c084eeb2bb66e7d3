-- Two small rules found while testing the sharing flow:
--   * A brief cannot be shared with its own owner (the share dialog looks people up by e-mail, so an
--     owner can type their own address): refused with 23514 and a clear message instead of a pointless
--     share row.
--   * profiles.updated_at follows every change of a profile.

create function public.brief_shares_before_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.briefs b where b.id = new.brief_id and b.user_id = new.shared_with_user_id) then
    raise exception 'A brief cannot be shared with its owner' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function public.brief_shares_before_insert() from public, anon, authenticated;

create trigger brief_shares_before_insert before insert on public.brief_shares
  for each row execute function public.brief_shares_before_insert();

create function public.profiles_before_update() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function public.profiles_before_update() from public, anon, authenticated;

create trigger profiles_before_update before update on public.profiles
  for each row execute function public.profiles_before_update();
