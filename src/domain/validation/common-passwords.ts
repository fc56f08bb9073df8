/**
 * The most common passwords of the widely published breach-derived lists (RockYou, the SecLists
 * top-10 000, yearly "worst passwords" rankings): keyboard walks, digit runs, names, pets, sports
 * teams, years and their usual suffixed variants. Lower case, so look up a lower-cased password.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 pussy superman 1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan
jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou fuckme
2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george asshole computer
michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass fuck maggie 159753
aaaaaa ginger princess joshua cheese amanda summer love ashley 6969 nicole chelsea biteme matthew
access yankees 987654321 dallas austin thunder taylor matrix william corvette hello martin heather
secret fucker merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test
bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog
guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro sexy peanut morgan
welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles
melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo
bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money
cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 fuckoff
brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita knight
fender barney midnight please brandy chicago badboy iwantu slayer rangers charles angel flower
bigdaddy rabbit wizard bigdick jasper enter rachel chris steven winner adidas victoria natasha
1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola casper james 232323 raiders
888888 marlboro gandalf asdfasdf crystal 87654321 12344321 sexsex golden blowme bigtits 8675309
panther lauren angela bitch spanky thx1138 angels madison winston shannon mike toyota blowjob
jordan23 canada sophie apples dick tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson
murphy cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle horny
abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf
1991 black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins
butthead asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida
dolphin pookie captain tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers
nicholas united tiffany maxwell zzzzzz nirvana jeremy suckit stupid porn monica elephant giants
jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q
albert metallic lucky azerty 7777 shithead alex bond007 alexis 1111111 samson 5150 willie scorpio
bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney
rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy fucking gordon legend
jessie stella qwert eminem arthur apple nissan bullshit bear america 1qazxsw2 nothing parker 4444
rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525 11223344
magic apollo skippy 315475 girls kitten golf copper braves shelby godzilla beaver fred tomcat
august buddy airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier
darkness blink182 power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover
abcdef 00000 pakistan 007007 walter playboy blazer cricket sniper hooters donkey willow loveme
saturn therock redwings bigboy pumpkin trinity williams tits nintendo digital destiny topgun
runner marvin guinness chance bubbles testing fire november minecraft asdf1234 lasvegas sergey
broncos cartman private celtic birdie little cassie babygirl donald beatles 1313 dickhead family
12121212 school louise gabriel eclipse fluffy 147258369 lol123 gizmo gunner77 qwerty1 sebastian
hunter2 bigcock 123456789a password123 iloveyou1 princess1 rockyou 12345678910 1234561 abc123456
qwerty12 monkey1 letmein1 dragon1 shadow1 sunshine1 football1 baseball1 superman1 welcome1
welcome123 admin admin123 administrator root toor changeme passw0rd1 p@ssw0rd p@ssword pa55word
pa55w0rd passwort motdepasse contrasena senha 123mudar mudar123 qwertz azertyuiop zaq12wsx
zaq1xsw2 1qaz2wsx3edc qwe123 asd123 zxc123 qweasd qweasdzxc asdzxc zxcasd 1q2w3e 1q2w3e4r5t6y
q1w2e3r4t5y6 qwertyu asdfghj zxcvb poiuytreza poiuytrewq lkjhgfdsa mnbvcxz 123qweasd 123qweasdzxc
qwerty123456 qwerty1234 1qaz@wsx !qaz2wsx !qaz1qaz 1234qwerty 12345qwert 123456qwerty a123456
a12345 a1234567 a123456789 aa123456 123456aa 123456abc abc12345 abcd123 abc1234 abcde12345 abcdefg
abcdefgh qwerty7 qwerty11 qwerty01 qwerty00 1qwerty q123456 q12345 qwe12345 qweqweqwe 111222
112211 121314 123456123 123654789 147258 147852 147852369 159951 123789 123987 124578 135790
142536 147369 159357456 246810 258456 321321 369369 456456 456789 741852963 753951 789789 852456
951753 963852741 0123456789 01234567 098765 0987654321 1234554321 1234512345 123451234 1231234
12321 1122334455 1357924680 13579 24680 9876543210 9876543 98765432 00000000 000000000 0000000
1010101 10203 1020304050 111111111 1111111111 11112222 121212121 123123a 12312312 123412 12345678a
1234567a 12345qwe 1234567q 12345678q 1234abcd 222333 233223 232323a 321654 333666 3333333 456123
5555555 55555555 666777 6666666 66666666 7777777a 77777777 789123 87654321a 888999 8888888
99999999 999999999 9999999 987987 989898 999888 123321123 1234321 1q1q1q 1a2b3c 1a2b3c4d a1b2c3
a1b2c3d4 a1s2d3f4 1qa2ws3ed aaaaa aaaaaaaa aaaaaaa abcabc asdasd123 asdfg asdfgh123 asdqwe123
qazqaz qwaszx12 qwqwqw wsxedc zaqwsx zzzzzzzz xxxxx qqqqq qqqqqqqq 2wsx3edc password! password12
password1234 passw0rd! password01 passwords passport pass123 pass1234 pass12345 password2
password3 password11 password99 mypassword secret1 secret123 letmein123 letmein2 welcome2
welcome12 hello123 hello1 hellokitty helloworld iloveu iloveyou2 iloveyou! ilovegod iloveme
iloveyou12 iloveyou123 loveyou lovely love123 love12 lovelove loveme1 lover1 loveyou1 ilovemyself
5201314 woaini 520520 woaini1314 1314520 5211314 aini1314 monkey12 monkey123 dragon123 dragons
shadow12 shadow123 master1 master123 masterkey michael1 jordan1 jennifer1 hunter1 buster1 soccer1
harley1 batman1 andrew1 tigger1 charlie1 robert1 thomas1 hockey1 ranger1 daniel1 starwars1
computer1 michelle1 jessica1 pepper1 freedom1 maggie1 ginger1 joshua1 cheese1 amanda1 summer1
ashley1 nicole1 chelsea1 matthew1 yankees1 austin1 thunder1 taylor1 matrix1 william1 hello12
silver1 anthony1 justin1 bailey1 patrick1 orange1 cookie1 samantha1 guitar1 jackson1 mickey1
chicken1 snoopy1 maverick1 phoenix1 peanut1 morgan1 falcon1 cowboy1 ferrari1 andrea1 smokey1
joseph1 diamond1 spider1 yellow1 junior1 hannah1 money1 london1 coffee1 mother1 forever1 oliver1
angel1 flower1 rabbit1 rachel1 winner1 victoria1 jasmine1 winter1 james1 crystal1 lauren1 tiger1
sophie1 muffin1 jonathan1 david1 danielle1 butterfly butterfly1 rainbow1 nathan1 black1 blue1
purple1 pink pink123 princesa princess12 princess123 angel123 angels1 babygirl1 baby123 baby
babyboy sweety sweetie sweetheart sweet sugar honey honey1 honeybee cutie cutie1 beautiful beauty
lovebug lovers1 kisses kitty kitty1 kittycat football12 soccer12 baseball12 basketball basketball1
volleyball softball hockey12 tennis1 golf123 golfing swimming running skater skateboard surfer
snowboard cheerleader dancer dancing singer music music1 musician guitar123 drummer piano rockstar
rocknroll metal metallica ironmaiden acdc ledzeppelin pinkfloyd nirvana1 greenday linkinpark
slipknot1 eminem1 tupac 50cent beyonce rihanna britney justinbieber onedirection bieber zayn
harrystyles taylorswift selena mileycyrus spongebob spongebob1 patrick12 scooby1 scoobydoo tweety
tweety1 mickeymouse minnie pooh winnie winniethepooh garfield1 snoopy12 batman12 superman12
spiderman spiderman1 ironman hulk thor captainamerica avengers marvel deadpool wolverine pokemon1
pikachu charizard naruto sasuke goku dragonball dragonballz onepiece zelda mario luigi sonic
nintendo1 playstation xbox xbox360 minecraft1 fortnite callofduty halo gamer gaming warcraft
starcraft diablo2 counter runescape harrypotter hogwarts gryffindor hermione voldemort gandalf1
frodo legolas aragorn starwars12 yoda skywalker jedi darthvader chewbacca matrix12 neo morpheus
startrek1 spock enterprise galaxy universe planet jupiter mercury venus mars pluto neptune saturn1
cosmos stars moonlight moon sunshine12 sunset sunrise summer12 winter12 spring autumn january
february march april may june july august1 september october november1 december1 monday friday
weekend holiday christmas xmas newyear birthday happy1 happy123 happiness smile smiley funny jesus
jesus1 jesuschrist christ god godisgood blessed blessing faith grace hope peace trinity1 angel12
heaven1 hallelujah praise church bible michael12 michael123 david123 john123 james123 robert123
daniel123 alex123 chris123 mike123 jason123 kevin kevin1 brian brian1 eric eric1 steve stephen
mark mark1 paul peter peter1 scott scott1 ryan ryan1 adam adam1 kyle brandon1 tyler tyler1 zachary
aaron aaron1 jacob jacob1 ethan noah logan lucas mason liam jayden dylan dylan1 austin12 christian
christian1 jordan12 justin12 nicholas1 jonathan12 anthony12 matthew12 joshua12 andrew12 joseph12
samuel sam123 benjamin1 alexander alexander1 alexandra sarah sarah1 emily emily1 emma emma1 olivia
sophia isabella ava mia abigail madison1 elizabeth elizabeth1 jessica12 jennifer12 amanda12
ashley12 brittany brittany1 chelsea12 lauren12 megan megan1 rachel12 stephanie stephanie1 heather1
melissa1 michelle12 nicole12 kimberly amy amy123 anna anna123 maria maria1 marie monica1 natalie
samantha12 tiffany1 vanessa veronica victoria12 diana diana1 jasmine12 kelly kelly1 katie katie1
karen linda susan lisa laura laura1 julia julie julie1 hannah12 grace1 lily rose rose123 daisy
lucky1 lucky7 lucky13 lucky123 luck mustang1 corvette1 camaro1 ferrari12 porsche1 porsche911
mercedes1 bmw bmw123 audi honda honda1 toyota1 nissan1 subaru mazda chevy chevrolet ford ford123
harleydavidson ducati kawasaki suzuki yamaha1 mustanggt jeep dodge cadillac lamborghini bugatti
jaguar1 tesla volkswagen volvo hummer truck trucker dallas1 chicago1 boston1 newyork1 london12
paris paris123 rome berlin tokyo moscow russia canada1 mexico brazil france germany italy spain
england scotland ireland australia america1 usa123 texas california florida1 miami vegas hawaii
alaska georgia carolina virginia jersey brooklyn1 manhattan yankees12 redsox1 lakers1 celtics
bulls bulls23 cowboys1 steelers1 packers1 eagles1 giants1 raiders1 patriots broncos1 dolphins1
chargers bears bengals vikings chiefs seahawks saints falcons panthers ravens colts jets49ers
49ers niners redskins1 arsenal1 chelsea123 liverpool1 manutd manchester barcelona realmadrid
juventus milan acmilan inter bayern ronaldo messi cristiano cr7 neymar beckham zidane rooney
gerrard lampard football123 soccer123 fifa dog cat dogs cats puppy puppies doggy doggie kitty123
kitten1 tiger12 lion lions eagle falcon12 hawk wolf wolves fox foxy bear1 bears1 panda panda1
monkey01 monkeys horse horses pony unicorn unicorn1 dragonfly butterfly12 dolphin1 shark sharks
whale turtle1 snake cobra python viper scorpion1 spider12 rabbit12 bunny bunny1 hamster mouse rat
chicken12 duck duckie penguin parrot zebra giraffe elephant1 hippo rhino cheetah leopard jaguar12
panther1 cougar bulldog1 poodle beagle boxer labrador rottweiler husky chihuahua pitbull maxmax
max123 buddy1 buddy123 rocky rocky1 bandit1 shadow01 lucky01 duke bella bella1 coco cocoa
charlie12 molly molly1 sadie lola lucy lucy1 bailey12 chocolate chocolate1 cookies cupcake candy
candy1 icecream pizza pizza123 burger hotdog1 bacon banana1 apple1 apple123 orange12 lemon cherry
cherry1 strawberry peaches1 mango grape watermelon coconut pineapple pumpkin1 tomato potato carrot
cheese123 butter1 peanutbutter sugar123 honey123 coffee12 tea beer beer123 vodka whiskey tequila
wine martini cocktail party party1 fiesta computer12 internet1 network server system system32
windows windows7 linux ubuntu debian redhat macintosh apple12 iphone ipad android samsung1 nokia
motorola sony dell hp lenovo google google1 yahoo hotmail gmail facebook facebook1 twitter myspace
myspace1 youtube instagram tiktok snapchat skype netflix amazon ebay paypal microsoft oracle cisco
ibm intel nvidia qwerty321 default guest user user1 user123 test1 test123 test1234 testing1
testtest tester demo demo123 sample example temp temp123 temporary login login1 login123 logon
access1 access123 letmein! opensesame open secure security security1 private1 privacy protected
hidden unknown anonymous nopassword nopass password0 passpass mypass mypass123 passcode pincode
pin 1234pass pass1 pass12 pass01 adminadmin admin1 admin12 admin1234 admin2 administrator1 root123
rootroot superuser supervisor manager manager1 support service sysadmin webmaster web master12
oracle1 mysql postgres sql database changeit changeme1 newpassword newpass password@123
welcome@123 admin@123 abc@123 test@123 pass@123 p@ssw0rd1 p@55w0rd p@$$w0rd pa$$word pa$$w0rd
qwerty! qwerty@123 1qaz!qaz zaq!2wsx q1w2e3r4! !@#$%^ !@#$%^&* !@#$% 1q2w3e4r! 1234!@#$ 123!@#
123456! 12345! password!1 password1! monkey! abc123! iloveyou!! qazwsx123 qazwsx1 qwert123 qwert1
asdf123 asdfgh1 zxcvbnm1 zxcvbnm123 zxcv1234 asdfjkl qwertyuiop1 qwertyuiop123 1234567890a
asdfghjkl1 zxcvbn1 mnbvcx 0987654 poiuyt lkjhgf ytrewq trewq gfdsa 1980 1981 1982 1983 1984 1985
1986 1987 1994 1995 1996 1997 1998 1999 2001 2002 2003 2004 2005 2006 2007 2008 2009 2010 2011
2012 2013 2014 2015 2016 2017 2018 2019 2020 2021 2022 2023 2024 2025 1970 1975 1977 1978 1979
1969 19691969 19701970 19801980 19851985 19901990 20002000 20102010 12011990 01011990 01011980
01011985 01011991 01011992 01012000 01012001 01012010 11111990 12121990 12345678901 123456789012
1234567891 12345678900 1234567899 summer2020 summer2021 summer2022 summer2023 summer2024
winter2020 winter2021 winter2022 winter2023 spring2020 spring2021 spring2022 spring2023 autumn2021
fall2021 fall2022 fall2023 password2020 password2021 password2022 password2023 password2024
welcome2020 welcome2021 welcome2022 welcome2023 welcome2024 january2021 january2022 january2023
february2022 march2022 april2022 qwerty2020 qwerty2021 qwerty2022 qwerty2023 covid19 covid
coronavirus corona2020 lockdown quarantine vaccine pandemic zoom teams remote office office123
company company1 business work work123 job money123 cash dollar dollars million millionaire rich
billionaire richard1 success1 winner12 champion champion1 champions victory winners best theboss
boss boss123 king king123 kingkong queen queen123 prince1 princess2 royal lord master01 god123
godlike legend1 legendary hero heroes superhero ninja ninja1 samurai shogun warrior1 soldier army
navy marine1 marines airforce military sniper1 ranger12 hunter12 hunting fishing1 killer1 killer12
killer123 assassin demon devil devil666 666666a satan lucifer hell hellfire inferno death
deathnote dead zombie vampire ghost monster1 beast freak crazy crazy1 insane madness psycho chaos
darkness1 darkside dark blackcat black123 white white123 red redred green1 green123 yellow12
blue123 blue22 blue99 purple12 orange123 silver12 gold gold123 golden1 diamond12 diamonds ruby
emerald sapphire crystal12 pearl jade amber jasmine123 lily123 rosebud1 violet iris tulip orchid
lotus daisy1 forest tree trees nature earth ocean sea river lake beach island paradise mountain1
sky skyline cloud rain storm thunder12 lightning tornado hurricane fire123 firefly flame ice snow
snowflake snowman frozen winterfell summertime freedom12 liberty justice patriot america12 united1
usarmy navyseal semperfi killme fuckyou1 fuckyou2 fuckoff1 fuckme1 fuckit fuckthis fuckthat
fuckface shit shit123 bitch1 bitches asshole1 dickhead1 bastard motherfucker cunt whore slut sexy1
sexy123 sexygirl sexyboy sexsex1 sex123 hotsex hot hottie hottie1 horny1 naughty kinky playboy1
pimp pimpin gangster thug thuglife homie dawg yoyo yoyoyo hiphop rap rapper swag swag123 yolo
yolo123 lol lol1234 lolol lmao rofl haha hahaha hehe jiji xoxo xoxoxo loveu mylove myheart heart
heart123 sweetlove truelove lovelife lifeisgood life zaq123 zaq12wsx3edc 1qaz 2wsx 3edc 4rfv
qazwsxedcrfv 1qazxsw23edc 1q2w3e4r5t6y7u qwertyuiop[] asdfghjkl; 1234rewq 4321 54321 654321a
7654321 87654321q 0987 qwerty1! 1q2w3e4 q2w3e4r5 w2e3r4 qwe321 ewq321 321ewq zxcvbnm, 1qaz2wsx!
q1q1q1 w1w1w1 a1a1a1 z1z1z1 q1w2e3r4t5y6u7 1a2s3d4f 1z2x3c4v qweasd123 asdqwe zxcasdqwe qweqwe123
asdasdasd zxczxc zxczxczxc 123asd 123zxc 123qaz qaz123 wsx123 edc123 rfv123 tgb123 yhn123 ujm123
qwertyqwerty asdfasdf1 zxcvzxcv abcdefg1 abcdefgh1 abcdef1 abcdef123 abcxyz xyz123 xyzxyz aabbcc
aaa111 aaa123 abc abcabc123 aaaaaa1 aaaaaaaaaa bbbbbb cccccc dddddd eeeeee ffffff gggggg hhhhhh
iiiiii jjjjjj kkkkkk llllll mmmmmm nnnnnn oooooo pppppp rrrrrr ssssss tttttt uuuuuu vvvvvv wwwwww
yyyyyy 010101 020202 030303 040404 050505 060606 070707 080808 090909 101010a 111000 112112 121121
123000 123111 123222 131313a 141414 151515 161616 171717 181818 191919 202020 212121a 242424
262626 272727 282828 292929 303030 313131 343434 353535 363636 373737 383838 393939 404040 414141
424242 454545 474747 505050 525252 545454 565656 585858 595959 606060 616161 626262 636363 646464
656565 676767 686868 707070 717171 727272 747474 757575 767676 787878 797979 808080 818181 828282
838383 848484 858585 868686 878787 898989 909090 919191 929292 939393 949494 959595 969696 979797
999000 1212121 1313131 2323232 3434343 112233445566 11223344556677 123412341234 123123123123
1212312121 121212a kiss kissme kissme1 hugs hugme cuddles darling darling1 dear dearest mommy
mommy1 daddy daddy1 mama mama123 papa papa123 mom123 dad123 family1 family123 friends friend
friends1 bestfriend bff sister brother brother1 sister1 baby1 babyblue babydoll babyface babe
babe123 baby12 angel01 angelina angelica angela1 angelo angie anita annie april1 ariana ashley123
barbara barbie becky bethany betty beverly bonnie1 brenda bridget britney1 brooke caitlin carmen
caroline carol cassandra catherine charlotte cheryl christina christine cindy claire claudia
courtney crystal123 cynthia dana deborah denise destiny1 dominique donna doris dorothy ebony
elaine eleanor elena elisa ella erica erin eva evelyn felicia fiona florence frances gloria hailey
haley hayley helen holly hope1 irene jackie1 jacqueline jade1 jamie jane janet janice jasmin jean
jenna jenny jenny1 jessie1 jill joan joanna jocelyn jordan123 josephine joyce judy julia1 juliana
juliet june1 kaitlyn karina kate katherine kathleen kathy katrina kayla keisha kendra kim kristen
kristina krystal lacey latoya leah leslie lindsay lindsey lisa123 lizzie lorena lorraine lucia
lynn mackenzie madeline mandy marcia margaret maria123 mariah marilyn marisol marissa martha mary
mary123 maureen melanie melinda mercedes12 meredith michele miranda misty molly123 monique
morgan12 nancy naomi natasha1 nina nora norma paige pamela patricia paula penny priscilla rebecca1
regina renee rita roberta robin rosa rosemary ruth sabrina sally samara sandra1 sandy sara sasha
savannah selena1 serena shannon1 sharon sheila shelby1 shirley sierra1 simone sonia stacy stacey
stella1 sue summer123 susan1 suzanne sydney1 tamara tammy tanya tara teresa tina tracy trinity12
valerie vanessa1 vicky victoria123 virginia1 wanda wendy whitney yolanda aaron123 adrian alan
albert1 alberto alejandro alex1 alex12 alexandre alfred allen alvin andre andreas andy angelo1
antonio arnold arturo barry ben benny bernard bill billy billy1 bob bobby bobby1 bobo brad bradley
brendan bruce bruno bryan byron caleb carl carlos1 cesar chad charles1 charlie123 chester1 chuck
clarence clint cody colin connor corey craig curtis dale damian damien dan danny danny1 darren
dave davide dean derek diego dominic don donald1 doug douglas drew dustin dwayne earl eddie edgar
eduardo edwin elijah elvis emmanuel enrique eugene evan felix fernando francis francisco frank
frank1 frankie franklin fred1 freddie gabriel1 gary gavin gerald gilbert glenn gordon1 greg
gregory guillermo hans harold harry harvey hector henry herbert howard hugo ian isaac ivan jack123
jake jamal javier jay jeff jeffrey jerome jerry jesse jim jimmy jimmy1 joe joel joey johnny1 jon
jorge jose juan julian julio keith ken kenneth kenny kirk larry lawrence lee leo leon leonard
lewis lloyd louis luis luke manuel marc marco marcus mario1 martin1 marvin1 matt maurice max
maximus melvin michel miguel mitchell nathaniel neil nelson nick nicolas oscar owen pablo
patrick123 pedro phil philip phillip rafael ralph ramon randy raul ray raymond ricardo rick ricky
roberto rodney roger roland ronald ronnie ross roy ruben russell sammy santiago sean sergio seth
shane shawn simon spencer stanley stefan steve1 steven1 stuart ted terry theodore tim timmy
timothy todd tom tommy tommy1 tony tony1 travis1 trevor troy vincent wade walter1 warren wayne
wesley will willie1 wyatt zach alexis1 andrea123 angel2 austin123 bailey123 brandon123 brian123
carlos123 cheese12 chicken123 cookie123 daniel12 dragon12 eagle1 flower12 flower123 freedom123
ginger12 hannah123 hockey123 hunter123 jasmine2 jennifer123 jessica123 joshua123 junior123
justin123 killer11 lovely1 lovely123 maggie123 master11 michelle123 monkey11 nicole123 orange11
pepper123 princess11 purple123 qwerty12345 qwerty111 rainbow123 robert12 samantha123 shadow11
silver123 snoopy123 soccer11 starwars123 summer11 sunshine123 superman123 taylor12 tigger12
tigger123 william123 yankees123 zxcvbnm12 1password 2password password5 password7 password8
password9 password00 password13 password69 password88 password321 passwordpassword letmeinnow
letmein12 thankyou thanks welcome01 goodluck goodbye hello1234 hellohello hi hiya howdy whatsup
wassup yes yesyes nono noway maybe okay ok okok alright cool cool123 coolguy coolman cooldude dude
dude123 man manman boy boys girl girl123 girls1 guy guys lady ladies gentleman mister mrs miss sir
madam student teacher teacher1 school1 college university class homework
`
    .split(/\s+/)
    .filter((word) => word !== ''),
);
